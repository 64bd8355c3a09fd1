import type {
  CategoryInput,
  MerchantCategory,
  MerchantProduct,
  MerchantStore,
  ProductInput,
  StoreProfileInput,
} from '@suuq/shared/merchant-catalog';
import type { ApiRequest } from '../../../lib/api';
import { authorized, staffApi } from '../staff-api';

/** A photo as the server takes it: multipart, one `image` part. */
function upload(url: string, file: File): ApiRequest {
  const body = new FormData();
  body.append('image', file);
  return { url, method: 'POST', body };
}

/** A delete's answer: `data.hidden` when a product on past orders was hidden instead. */
export type DeleteAnswer = { hidden?: boolean } | null;

/**
 * `authorized` for calls that may answer 200 without a body (a delete, a new order): a missing envelope is no
 * failure, just nothing to read.
 */
function bodyless<A>(request: (arg: A) => ApiRequest) {
  const send = authorized<DeleteAnswer, A>(request);
  return async (...args: Parameters<typeof send>) => {
    try {
      return await send(...args);
    } catch {
      return { data: null };
    }
  };
}

const PER_PAGE = 100;
type Filter = { category_id?: number | undefined; search?: string | undefined };
type WithId<T> = T & { id: number };
type Photo = { id: number; file: File };

// The staff's own store only: the server knows it from the token. A product change also refreshes the stock
// panel's list and the categories' product counts; the store's face refreshes the board's bar.
const PRODUCT_TAGS = ['CatalogProducts', 'CatalogCategories', 'StaffProducts'] as const;

export const catalogApi = staffApi
  .enhanceEndpoints({ addTagTypes: ['CatalogCategories', 'CatalogProducts', 'CatalogStore'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getCategories: build.query<MerchantCategory[], void>({
        queryFn: authorized<MerchantCategory[], void>(() => ({ url: '/api/merchant/categories' })),
        providesTags: ['CatalogCategories'],
      }),
      createCategory: build.mutation<MerchantCategory, CategoryInput>({
        queryFn: authorized<MerchantCategory, CategoryInput>((body) => ({
          url: '/api/merchant/categories',
          method: 'POST',
          body,
        })),
        invalidatesTags: ['CatalogCategories'],
      }),
      updateCategory: build.mutation<MerchantCategory, WithId<CategoryInput>>({
        queryFn: authorized<MerchantCategory, WithId<CategoryInput>>(({ id, ...body }) => ({
          url: `/api/merchant/categories/${id}`,
          method: 'PUT',
          body,
        })),
        invalidatesTags: ['CatalogCategories', 'CatalogProducts'],
      }),
      orderCategories: build.mutation<DeleteAnswer, number[]>({
        queryFn: bodyless<number[]>((ids) => ({
          url: '/api/merchant/categories/order',
          method: 'PUT',
          body: { ids },
        })),
        invalidatesTags: ['CatalogCategories'],
      }),
      uploadCategoryImage: build.mutation<MerchantCategory, Photo>({
        queryFn: authorized<MerchantCategory, Photo>(({ id, file }) =>
          upload(`/api/merchant/categories/${id}/image`, file),
        ),
        invalidatesTags: ['CatalogCategories'],
      }),
      deleteCategory: build.mutation<DeleteAnswer, number>({
        queryFn: bodyless<number>((id) => ({
          url: `/api/merchant/categories/${id}`,
          method: 'DELETE',
        })),
        invalidatesTags: ['CatalogCategories'],
      }),
      // Every page of 100 (hidden ones included), up to 2,000 products: a shop's whole list, searched on the server.
      getMerchantProducts: build.query<MerchantProduct[], Filter>({
        queryFn: async (filter, api, extra) => {
          const products: MerchantProduct[] = [];
          for (let page = 1; page <= 20; page += 1) {
            const result = await authorized<MerchantProduct[], number>((n) => ({
              url: '/api/merchant/products',
              params: { ...filter, page: n, per_page: PER_PAGE },
            }))(page, api, extra);
            if (result.error) return { error: result.error };
            products.push(...result.data);
            if (result.data.length < PER_PAGE) break;
          }
          return { data: products };
        },
        providesTags: ['CatalogProducts'],
      }),
      createProduct: build.mutation<MerchantProduct, ProductInput>({
        queryFn: authorized<MerchantProduct, ProductInput>((body) => ({
          url: '/api/merchant/products',
          method: 'POST',
          body,
        })),
        invalidatesTags: [...PRODUCT_TAGS],
      }),
      updateProduct: build.mutation<MerchantProduct, WithId<ProductInput>>({
        queryFn: authorized<MerchantProduct, WithId<ProductInput>>(({ id, ...body }) => ({
          url: `/api/merchant/products/${id}`,
          method: 'PUT',
          body,
        })),
        invalidatesTags: [...PRODUCT_TAGS],
      }),
      uploadProductImage: build.mutation<MerchantProduct, Photo>({
        queryFn: authorized<MerchantProduct, Photo>(({ id, file }) =>
          upload(`/api/merchant/products/${id}/image`, file),
        ),
        invalidatesTags: [...PRODUCT_TAGS],
      }),
      uploadVariantImage: build.mutation<MerchantProduct, Photo & { variantId: number }>({
        queryFn: authorized<MerchantProduct, Photo & { variantId: number }>(({ id, variantId, file }) =>
          upload(`/api/merchant/products/${id}/variants/${variantId}/image`, file),
        ),
        invalidatesTags: [...PRODUCT_TAGS],
      }),
      deleteProduct: build.mutation<DeleteAnswer, number>({
        queryFn: bodyless<number>((id) => ({
          url: `/api/merchant/products/${id}`,
          method: 'DELETE',
        })),
        invalidatesTags: [...PRODUCT_TAGS],
      }),
      getMerchantStore: build.query<MerchantStore, void>({
        queryFn: authorized<MerchantStore, void>(() => ({ url: '/api/merchant/store' })),
        providesTags: ['CatalogStore'],
      }),
      saveStoreProfile: build.mutation<MerchantStore, StoreProfileInput>({
        queryFn: authorized<MerchantStore, StoreProfileInput>((body) => ({
          url: '/api/merchant/store/profile',
          method: 'PUT',
          body,
        })),
        invalidatesTags: ['CatalogStore', 'StaffStore'],
      }),
      uploadStoreImage: build.mutation<MerchantStore, { kind: 'logo' | 'cover'; file: File }>({
        queryFn: authorized<MerchantStore, { kind: 'logo' | 'cover'; file: File }>(({ kind, file }) =>
          upload(`/api/merchant/store/${kind}`, file),
        ),
        invalidatesTags: ['CatalogStore', 'StaffStore'],
      }),
    }),
  });

export const {
  useGetCategoriesQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useOrderCategoriesMutation,
  useUploadCategoryImageMutation,
  useDeleteCategoryMutation,
  useGetMerchantProductsQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useUploadProductImageMutation,
  useUploadVariantImageMutation,
  useDeleteProductMutation,
  useGetMerchantStoreQuery,
  useSaveStoreProfileMutation,
  useUploadStoreImageMutation,
} = catalogApi;
